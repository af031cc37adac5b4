import { useEffect, useState } from 'react';
import { LocalTime } from './LocalTime.tsx';
import { post } from './post.ts';
import { ReviewSection } from './ReviewSection.tsx';
import { ShopHeader } from './ShopHeader.tsx';
import { fileUrl, format, money } from './text.ts';
import type { BuyerOrder, PageContext, Shop, TextKey } from './types.ts';

/** /s/:shopSlug/order/:publicRef — the order's status, its delivery steps, and "received". */
export function OrderPage(props: PageContext & { shop: Shop; order: BuyerOrder }) {
  const { texts } = props;
  const [order, setOrder] = useState(props.order);
  const [hydrated, setHydrated] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setHydrated(true), []);

  const accept = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    const answer = await post<BuyerOrder>(
      props.api.orderAccept,
      { ref: order.publicRef, lang: props.lang },
      props.lang,
    );
    setSending(false);
    if (answer.ok) setOrder(answer.data);
    else
      setError(
        answer.code === 0
          ? format(texts, 'networkError')
          : answer.code === 202
            ? format(texts, 'tooMany')
            : answer.msg,
      );
  };

  return (
    <main className="sf-page">
      <ShopHeader shop={props.shop} ctx={props} link />
      <h1 className="sf-section">{format(texts, 'orderStatus')}</h1>
      <section className="sf-order">
        {order.goods.image && (
          <img src={fileUrl(props.fileHost, order.goods.image)} alt="" width={96} height={96} />
        )}
        <div>
          <p className="sf-order-goods">{order.goods.name}</p>
          <p>
            {order.quantity} × {money(order.unitPrice, props.currency, props.lang)} ={' '}
            <strong>{money(order.amount, props.currency, props.lang)}</strong>
          </p>
          <p className="sf-status" role="status">
            {format(texts, `status_${order.status}` as TextKey)}
          </p>
        </div>
      </section>
      <dl className="sf-facts">
        <dt>{format(texts, 'orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{format(texts, 'ordered')}</dt>
        <dd>
          <LocalTime iso={order.createdAt} lang={props.lang} />
        </dd>
        {order.acceptedAt && (
          <>
            <dt>{format(texts, 'accepted')}</dt>
            <dd>
              <LocalTime iso={order.acceptedAt} lang={props.lang} />
            </dd>
          </>
        )}
        {order.cancelledAt && (
          <>
            <dt>{format(texts, 'cancelled')}</dt>
            <dd>
              <LocalTime iso={order.cancelledAt} lang={props.lang} />
            </dd>
          </>
        )}
      </dl>
      {order.status === 'cancelled' && (
        <p className="sf-notice" data-testid="buyer-refund">
          {format(texts, order.buyerRefund ? `refund_${order.buyerRefund}` : 'refund_shop')}
        </p>
      )}
      <h2 className="sf-section">{format(texts, 'steps')}</h2>
      {order.steps.length === 0 ? (
        <p className="sf-empty">{format(texts, 'noSteps')}</p>
      ) : (
        <ol className="sf-steps">
          {order.steps.map((step) => (
            <li key={`${step.time}|${step.text}`}>
              <LocalTime iso={step.time} lang={props.lang} />
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="sf-error" role="alert">
          {error}
        </p>
      )}
      {order.canAccept && (
        <button type="button" className="sf-button" onClick={accept} disabled={!hydrated || sending}>
          {format(texts, sending ? 'confirming' : 'confirmReceipt')}
        </button>
      )}
      {hydrated && <ReviewSection {...props} publicRef={order.publicRef} key={order.status} />}
      <p className="sf-hint">{format(texts, 'keepLink')}</p>
    </main>
  );
}
