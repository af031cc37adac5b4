import styles from './breakable-money.module.css';

/** The number of a formatted amount: digits with their group and decimal marks, and a sign. */
const NUMBER = /[-\u2212]?\d(?:[\d.,\s\u00a0\u202f\u2019']*\d)?/;

/**
 * A formatted amount in a narrow column (a third of a 375-pixel screen): when it does not fit,
 * it breaks between the currency and the number ("US$" over "123,456.78"), never inside the number.
 */
export function BreakableMoney({ text }: { text: string }) {
  const match = NUMBER.exec(text);
  if (!match) return text;
  const before = text.slice(0, match.index).trimEnd();
  const after = text.slice(match.index + match[0].length).trimStart();
  return (
    <>
      {text.slice(0, match.index)}
      {before && <wbr />}
      <span className={styles.number}>{match[0]}</span>
      {after && <wbr />}
      {text.slice(match.index + match[0].length)}
    </>
  );
}
