import { Link } from "@/components/ui/link";
import { CONSOLE_ROUTES } from "@/lib/routes";
import container from "@/components/ui/container.module.scss";

/** A console address that names nothing (an unknown collection or record). */
export default function ConsoleNotFound() {
  return (
    <div className={container.container}>
      <h1>Not found in the console</h1>
      <p>There is nothing at this address: the record may have been deleted, or the link is mistyped.</p>
      <p>
        <Link href={CONSOLE_ROUTES.home}>Back to the console</Link>
      </p>
    </div>
  );
}
