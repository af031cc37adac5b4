import type { RecordedEvent } from './catalogue.ts';

/** An events row as a listener reads it: the data parsed, typed by the event's kind. */
export function toRecordedEvent(row: {
  id: number;
  type: string;
  user_id: number | null;
  data: string;
  at: number;
}): RecordedEvent {
  return {
    id: row.id,
    type: row.type,
    userId: row.user_id,
    data: JSON.parse(row.data),
    at: row.at,
  } as RecordedEvent;
}
