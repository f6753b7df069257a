/**
 * Seed of the behaviour-tracking table: events accepted by POST track/collect (newest last, at
 * most TRACK_EVENTS_KEPT). Empty at every start; read it through db when debugging.
 */
import type { TrackBody } from '@/lib/tracker';

export const TRACK_EVENTS_KEPT = 1000;

/** An accepted event: the body as sent (known fields only) and when the mock received it. */
export interface TrackEvent extends TrackBody {
  receivedAt: number;
}

export function seedTrack() {
  return { trackEvents: [] as TrackEvent[] };
}
