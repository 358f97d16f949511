import { createFileRoute } from "@tanstack/react-router";
import { StaticPage } from "@/components/layout/static-page.tsx";

export const Route = createFileRoute("/privacy")({ component: Privacy });

/** What the code stores and shows, stated plainly; keep it in step with the code. */
function Privacy() {
  return (
    <StaticPage title="Privacy" lead="What Grindstone keeps about you, and who can see it.">
      <section>
        <h2>What we store</h2>
        <ul>
          <li>Your account: name, e-mail address and your password, stored only as an Argon2id hash.</li>
          <li>
            What you do here: your submissions (source code, verdicts and test results), problems you solved
            and the days you solved them, discussion messages and votes, playlists and contest registrations.
          </li>
          <li>
            Sign-in and sign-up attempts are counted per network address for up to an hour, to slow down
            password guessing.
          </li>
        </ul>
      </section>
      <section>
        <h2>Who can see it</h2>
        <ul>
          <li>
            Other learners see your name next to your discussion messages, on the daily leaderboard, on
            contest standings and on playlists you make public.
          </li>
          <li>Your code and your submissions are not shown to other learners.</li>
          <li>
            Administrators can see the list of accounts with their names, e-mail addresses, roles and plans.
          </li>
        </ul>
      </section>
      <section>
        <h2>In your browser</h2>
        <p>
          One cookie keeps you signed in (for up to 7 days; it cannot be read by scripts). Unsubmitted code is
          kept in your browser's local storage so a reload does not lose it. There are no advertising or
          analytics trackers.
        </p>
      </section>
    </StaticPage>
  );
}
