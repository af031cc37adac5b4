import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { post } from './post.ts';
import { format } from './text.ts';
import type { PageContext, StorefrontComment } from './types.ts';

const MAX_TEXT = 500;
type Field = 'rating' | 'text' | 'signature';
type Problems = Partial<Record<Field | 'form', string>>;

/**
 * The buyer's review on the order status page (decision 019): stars, text and a drawn signature,
 * sent as multipart; then the thread (the review and the merchant's replies). Loaded after
 * hydration from the comments call, so the server-rendered page needs nothing more.
 */
export function ReviewSection(props: PageContext & { publicRef: string }) {
  const { texts } = props;
  const [thread, setThread] = useState<{ items: StorefrontComment[]; canReview: boolean } | null>(null);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [signed, setSigned] = useState(false);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  const load = async () => {
    const answer = await post<{ items: StorefrontComment[]; canReview: boolean }>(
      props.api.orderComments,
      { ref: props.publicRef },
      props.lang,
    );
    if (answer.ok) setThread(answer.data);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once after hydration
  useEffect(() => {
    void load();
  }, []);

  // The canvas's pixels follow the screen's density so the line stays sharp; it mounts once the
  // thread says the buyer may review, hence that dependency.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the canvas mounts
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = c.getBoundingClientRect();
    c.width = Math.round((width || 300) * ratio);
    c.height = Math.round((height || 150) * ratio);
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#111';
  }, [thread?.canReview]);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    last.current = point(e);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    const ctx = e.currentTarget.getContext('2d');
    const to = point(e);
    if (ctx) {
      ctx.beginPath();
      ctx.moveTo(last.current.x, last.current.y);
      ctx.lineTo(to.x, to.y);
      ctx.stroke();
    }
    last.current = to;
    if (!signed) setSigned(true);
    if (problems.signature) setProblems((p) => ({ ...p, signature: undefined }));
  };
  const up = () => {
    last.current = null;
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    setSigned(false);
  };

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const found: Problems = {};
    if (rating < 1) found.rating = format(texts, 'reviewChooseStars');
    if (!text.trim()) found.text = format(texts, 'required');
    if (!signed) found.signature = format(texts, 'reviewSignRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const blob = await new Promise<Blob | null>((resolve) => canvas.current?.toBlob(resolve, 'image/png'));
    if (!blob) {
      setSending(false);
      setProblems({ signature: format(texts, 'reviewSignRequired') });
      return;
    }
    const body = new FormData();
    body.append('ref', props.publicRef);
    body.append('text', text.trim());
    body.append('rating', String(rating));
    body.append('signature', blob, 'signature.png');
    const answer = await post<StorefrontComment>(props.api.orderComment, body, props.lang);
    setSending(false);
    if (answer.ok) {
      setThread((t) => ({ items: [...(t?.items ?? []), answer.data], canReview: false }));
      void load();
      return;
    }
    const data = answer.data as { reason?: string; field?: string } | null;
    if (answer.code === 0) setProblems({ form: format(texts, 'networkError') });
    else if (answer.code === 203 && data?.reason === 'reviewed')
      setProblems({ form: format(texts, 'reviewAlready') });
    else if (answer.code === 203 && data?.reason === 'notAccepted')
      setProblems({ form: format(texts, 'reviewNotYet') });
    else if (answer.code === 202) setProblems({ form: format(texts, 'tooMany') });
    else if (
      (answer.code === 403 || answer.code === 405) &&
      data?.field &&
      ['rating', 'text', 'signature'].includes(data.field)
    )
      setProblems({ [data.field]: answer.msg });
    else setProblems({ form: answer.msg });
  };

  if (!thread) return null;
  return (
    <section className="sf-review">
      {thread.items.length > 0 && (
        <>
          <h2 className="sf-section">{format(texts, 'reviewThread')}</h2>
          <ul className="sf-thread">
            {thread.items.map((c) => (
              <li key={c.id} className={c.author === 'merchant' ? 'sf-reply' : undefined}>
                <strong>{format(texts, c.author === 'merchant' ? 'reviewMerchant' : 'reviewYou')}</strong>
                {c.rating !== null && <span> {'★'.repeat(c.rating)}</span>}
                <p>{c.text}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      {thread.canReview && (
        <form className="sf-form" onSubmit={send} noValidate>
          <h2 className="sf-section">{format(texts, 'reviewHeading')}</h2>
          <fieldset
            className="sf-stars"
            aria-invalid={problems.rating ? true : undefined}
            aria-describedby={problems.rating ? 'sf-review-rating-error' : undefined}
          >
            <legend>{format(texts, 'reviewStars')}</legend>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={n <= rating ? 'sf-star sf-star-on' : 'sf-star'}>
                <input
                  type="radio"
                  name="sf-review-rating"
                  value={n}
                  checked={rating === n}
                  aria-label={format(texts, 'reviewStar', { n })}
                  onChange={() => {
                    setRating(n);
                    setProblems((p) => ({ ...p, rating: undefined }));
                  }}
                />
                <span aria-hidden="true">★</span>
              </label>
            ))}
          </fieldset>
          {problems.rating && (
            <p id="sf-review-rating-error" className="sf-field-error">
              {problems.rating}
            </p>
          )}
          <label htmlFor="sf-review-text">{format(texts, 'reviewText')}</label>
          <textarea
            id="sf-review-text"
            maxLength={MAX_TEXT}
            rows={4}
            value={text}
            aria-invalid={problems.text ? true : undefined}
            aria-describedby="sf-review-count"
            onChange={(e) => {
              setText(e.target.value);
              setProblems((p) => ({ ...p, text: undefined }));
            }}
          />
          <p id="sf-review-count" className="sf-hint">
            {format(texts, 'reviewCount', { n: text.length, max: MAX_TEXT })}
          </p>
          {problems.text && <p className="sf-field-error">{problems.text}</p>}
          <p id="sf-review-sign-label">{format(texts, 'reviewSign')}</p>
          <canvas
            ref={canvas}
            className="sf-signature"
            aria-labelledby="sf-review-sign-label"
            aria-invalid={problems.signature ? true : undefined}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerLeave={up}
          />
          <button type="button" className="sf-link-button" onClick={clear}>
            {format(texts, 'reviewClear')}
          </button>
          {problems.signature && <p className="sf-field-error">{problems.signature}</p>}
          {problems.form && (
            <p className="sf-error" role="alert">
              {problems.form}
            </p>
          )}
          <button type="submit" className="sf-button" disabled={sending}>
            {format(texts, sending ? 'reviewSending' : 'reviewSend')}
          </button>
        </form>
      )}
    </section>
  );
}
