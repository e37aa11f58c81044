// /home shows the home page; its canonical URL is / (set in the shared metadata).
export { default, generateMetadata } from "../page";
