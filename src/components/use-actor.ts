/** A tiny Preact binding for XState actors (no @xstate/react): the snapshot as state. */
import { useEffect, useState } from 'preact/hooks';
import type { AnyActorRef } from 'xstate';

export function useSnapshot<A extends AnyActorRef>(actor: A): ReturnType<A['getSnapshot']> {
  const [snap, setSnap] = useState(() => actor.getSnapshot());
  useEffect(() => {
    setSnap(actor.getSnapshot());
    const sub = actor.subscribe((s: ReturnType<A['getSnapshot']>) => setSnap(s));
    return () => sub.unsubscribe();
  }, [actor]);
  return snap;
}
