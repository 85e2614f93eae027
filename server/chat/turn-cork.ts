/**
 * The frames a connection sends in one turn of the event loop leave in one write. Each ws frame is otherwise its own
 * system call (writev of its header and payload), and on a loaded server those calls were the largest single cost of
 * a chat message (decision 030, third round): the ack and the minutes go together, so do the reply's start and its
 * first token, and the last joined tokens and the reply's end. The socket is corked at the first frame of a turn and
 * uncorked once the turn's synchronous work and promise callbacks have run (process.nextTick), so a frame waits for
 * no timer and no I/O; order is the socket's own.
 */
export interface Corkable {
  cork(): void;
  uncork(): void;
  readonly destroyed?: boolean;
}

/** Call before each frame is written to `socket`. */
export function corkEachTurn(socket: Corkable | undefined): () => void {
  let corked = false;
  const uncork = () => {
    corked = false;
    socket?.uncork();
  };
  return () => {
    if (corked || !socket || socket.destroyed) return;
    corked = true;
    socket.cork();
    process.nextTick(uncork);
  };
}
