import { ConsoleBar } from "@/components/console/console-bar";
import { isBuildPhase } from "@/lib/server/build-phase";
import { getSiteInfo } from "@/lib/server/site";

/** Every console page under its own bar: the public header, footer and chat are left out (components/shell/public-only.tsx). */
export default function ConsoleLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ConsoleBar hospitalName={isBuildPhase() ? "" : getSiteInfo().name} />
      {children}
    </>
  );
}
