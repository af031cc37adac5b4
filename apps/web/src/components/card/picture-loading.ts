/**
 * Cards whose pictures a 375×667 phone shows before any scrolling: the first screen of a list
 * holds three to four cards, and a lazy image there waits for layout before it is even
 * requested (it was the largest paint of /orderList). These load at once, the first with high
 * priority; the rest stay lazy. Each picture's box is a fixed square (card.module.css), so a
 * late image never moves anything.
 */
export const EAGER_PICTURES = 4;

export function pictureLoading(index: number) {
  return index < EAGER_PICTURES
    ? ({ loading: 'eager', fetchPriority: index === 0 ? 'high' : 'auto' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto' } as const);
}
