import { noOrderPage } from "@/app/payment/no-order-page";

const { metadata, NoOrderPage } = noOrderPage("payment-success");

export { metadata };
export default NoOrderPage;
