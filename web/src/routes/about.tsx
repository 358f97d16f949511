import { createFileRoute, Link } from "@tanstack/react-router";
import { StaticPage } from "@/components/layout/static-page.tsx";

export const Route = createFileRoute("/about")({ component: About });

function About() {
  return (
    <StaticPage
      title="About"
      lead="Grindstone is a place to practise algorithm and data-structure problems: built to practise, shaped by challenge."
    >
      <section>
        <h2>What you can do here</h2>
        <ul>
          <li>
            Solve problems in JavaScript, Python, Java, TypeScript or C++ in a browser editor, run your code
            on the examples or your own input, and submit it.
          </li>
          <li>
            Get a verdict from a sandboxed judge, on the visible tests and on hidden ones, usually in well
            under a second.
          </li>
          <li>Read a problem's hints and editorial, and talk it through in its live discussion room.</li>
          <li>Take part in timed contests with ICPC scoring and a live scoreboard.</li>
          <li>Keep a daily streak, see the day's leaderboard, and collect problems into playlists.</li>
        </ul>
      </section>
      <section>
        <h2>Where the numbers come from</h2>
        <p>
          The counts on the home page (problems, learners, submissions judged) are read from our database and
          are at most a minute old. The topics are the tags on our public problems.
        </p>
      </section>
      <section>
        <h2>Start</h2>
        <p>
          <Link to="/topics">Browse the topics</Link> or <Link to="/signup">create a free account</Link> to
          open a problem.
        </p>
      </section>
    </StaticPage>
  );
}
