import { noOrderPage } from "@/app/payment/no-order-page";

const { metadata, NoOrderPage } = noOrderPage("payment");

export { metadata };
export default NoOrderPage;
