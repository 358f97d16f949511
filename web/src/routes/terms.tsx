import { createFileRoute } from "@tanstack/react-router";
import { StaticPage } from "@/components/layout/static-page.tsx";

export const Route = createFileRoute("/terms")({ component: Terms });

function Terms() {
  return (
    <StaticPage title="Terms" lead="Plain rules for using Grindstone.">
      <section>
        <h2>Using the site</h2>
        <ul>
          <li>
            An account is free. Keep your password to yourself; you are responsible for what your account
            does.
          </li>
          <li>
            Submit code to solve problems, not to attack the judge or other people: it runs in a sandbox with
            time and memory limits, and abuse gets an account blocked.
          </li>
          <li>
            Be decent in discussion rooms. During a contest, do not share solutions to its problems.
            Administrators may block accounts that break these rules.
          </li>
        </ul>
      </section>
      <section>
        <h2>No guarantees</h2>
        <p>
          Grindstone is provided as it is, without any warranty. The site may be unavailable at times, and
          problems, contests and features may change.
        </p>
      </section>
    </StaticPage>
  );
}
