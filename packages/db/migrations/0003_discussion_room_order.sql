CREATE TABLE "discussion_rooms" (
	"problem_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "discussion_messages_problem_idx";--> statement-breakpoint
ALTER TABLE "discussion_messages" ADD COLUMN "seq" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "discussion_messages" ADD COLUMN "vote_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discussion_rooms" ADD CONSTRAINT "discussion_rooms_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_messages_room_seq_uq" ON "discussion_messages" USING btree ("problem_id","seq");