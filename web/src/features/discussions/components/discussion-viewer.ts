/** Who is reading the room: passed in by the route from the session (the features do not import each other). */
export interface DiscussionViewer {
  id: string;
  isAdmin: boolean;
}
