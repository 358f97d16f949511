import type { ProblemListItem } from "@grindstone/shared";
import {
  difficultyColumn,
  type ProblemColumn,
  ProblemTable,
  pillsColumn,
  titleColumn,
} from "@/components/problem/problem-table.tsx";
import { ProblemActions } from "./problem-actions.tsx";
import { SolvedMark } from "./solved-mark.tsx";

export interface ProblemsTableProps {
  problems: ProblemListItem[];
  isAdmin: boolean;
  onSaveToPlaylist: (problem: ProblemListItem) => void;
  onDelete: (problem: ProblemListItem) => void;
}

/** Spec §2.5: Solved, Title, Tags, Companies, Difficulty and the row's actions. */
export function ProblemsTable({ problems, isAdmin, onSaveToPlaylist, onDelete }: ProblemsTableProps) {
  const columns: ProblemColumn<ProblemListItem>[] = [
    {
      header: "Solved",
      className: "w-16 text-center",
      cell: (problem) => <SolvedMark solved={problem.isSolved} />,
    },
    titleColumn((problem) => problem),
    pillsColumn("Tags", (problem) => problem.tags),
    pillsColumn("Companies", (problem) => problem.companies),
    difficultyColumn((problem) => problem.difficulty),
    {
      header: "Actions",
      className: "text-right",
      cell: (problem) => (
        <ProblemActions
          problem={problem}
          isAdmin={isAdmin}
          onSaveToPlaylist={onSaveToPlaylist}
          onDelete={onDelete}
        />
      ),
    },
  ];
  return (
    <ProblemTable
      rows={problems}
      rowKey={(problem) => problem.id}
      rowProps={(problem) => ({ "data-testid": "problem-row", "data-solved": problem.isSolved })}
      columns={columns}
      emptyText="No problems match these filters."
      minWidth="min-w-[760px]"
    />
  );
}
