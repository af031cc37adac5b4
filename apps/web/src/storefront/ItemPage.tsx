import { BUYER_ORDER } from '@shopkeeper/contract';
import { fromCents, toCents } from '@shopkeeper/contract/cents';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { post } from './post.ts';
import { ClosedNotice, ShopHeader, UnavailableNotice } from './ShopHeader.tsx';
import { fileUrl, format, href, money } from './text.ts';
import type { ItemDetail, PageContext, Shop, TextKey } from './types.ts';

type Field = 'quantity' | 'name' | 'phone' | 'address';
type Errors = Partial<Record<Field | 'form', string>>;

const MAX: Record<Exclude<Field, 'quantity'>, number> = {
  name: BUYER_ORDER.name,
  phone: BUYER_ORDER.phone,
  address: BUYER_ORDER.address,
};

/** The form's own quick checks; the server's answer remains the authority. */
function check(values: Record<Exclude<Field, 'quantity'>, string>, ctx: PageContext): Errors {
  const errors: Errors = {};
  for (const field of ['name', 'phone', 'address'] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = format(ctx.texts, 'required');
    else if (value.length > MAX[field]) errors[field] = format(ctx.texts, 'tooLong', { max: MAX[field] });
  }
  if (!errors.phone && !BUYER_ORDER.phonePattern.test(values.phone.trim()))
    errors.phone = format(ctx.texts, 'phoneInvalid');
  return errors;
}

/** What a refusal from the server says, and where. */
function refusal(failure: { code: number; msg: string; data: unknown }, ctx: PageContext): Errors {
  const data = (failure.data ?? {}) as { field?: string; reason?: string };
  const say = (key: TextKey) => format(ctx.texts, key);
  // A lost answer, or the first try still running: pressing again repeats it with the same key.
  if (failure.code === 0) return { form: say('orderNetworkError') };
  if (failure.code === 404) return { form: say('notListed') };
  if (failure.code === 202)
    return { form: say(data.reason === 'inProgress' ? 'orderInProgress' : 'tooMany') };
  if (data.reason === 'shopClosed') return { form: say('shopClosed') };
  if (data.reason === 'unavailable') return { form: say('itemUnavailable') };
  if (data.reason === 'paymentDeclined') return { form: say('paymentDeclined') };
  if (data.reason === 'notPlaced') return { form: say('orderNotPlaced') };
  if ((failure.code === 403 || failure.code === 405) && data.field) {
    const field = data.field as Field;
    if (field === 'quantity')
      return {
        quantity: format(ctx.texts, 'quantityInvalid', BUYER_ORDER.quantity),
      };
    if (field in MAX) return { [field]: failure.msg };
  }
  return { form: failure.msg };
}

const ATTEMPT = 'sf-order-attempt';

/**
 * The Idempotency-Key of this order: the one the last unanswered send of the same order used,
 * else a new one. Pressing again after a lost answer or a timeout, even after reloading the
 * page, repeats that order with its key, which the server answers once and charges once; a
 * changed order is a new one (the language is not part of what is ordered). Kept in the tab's
 * session storage; where that is refused, only for this send.
 */
function orderKey(order: string): string {
  try {
    const last = JSON.parse(sessionStorage.getItem(ATTEMPT) ?? 'null') as {
      order: string;
      key: string;
    } | null;
    if (last?.order === order) return last.key;
    const key = newIdempotencyKey();
    sessionStorage.setItem(ATTEMPT, JSON.stringify({ order, key }));
    return key;
  } catch {
    return newIdempotencyKey();
  }
}

/** The order went through: the same details sent again later are a new order. */
function forgetOrderKey() {
  try {
    sessionStorage.removeItem(ATTEMPT);
  } catch {}
}

function OrderForm({ shop, item, ctx }: { shop: Shop; item: ItemDetail; ctx: PageContext }) {
  const { texts } = ctx;
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [values, setValues] = useState({ name: '', phone: '', address: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  // Until the script runs, the form cannot send: its button says so by being disabled.
  useEffect(() => setHydrated(true), []);

  const { min, max } = BUYER_ORDER.quantity;
  const total = money(fromCents(toCents(item.price) * quantity), ctx.currency, ctx.lang);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = check(values, ctx);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'phone', 'address'] as const).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    const order = {
      slug: shop.slug,
      itemId: item.id,
      quantity,
      name: values.name.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
    };
    const key = orderKey(JSON.stringify(order));
    const answer = await post<{ publicRef: string }>(
      ctx.api.orderCreate,
      { ...order, lang: ctx.lang },
      ctx.lang,
      { 'idempotency-key': key },
    );
    if (answer.ok) {
      forgetOrderKey();
      window.location.assign(href(`/s/${shop.slug}/order/${answer.data.publicRef}`, ctx.langParam));
      return;
    }
    setSending(false);
    setErrors(refusal(answer, ctx));
  };

  const field = (name: Exclude<Field, 'quantity'>, label: TextKey, props: object = {}) => (
    <div className="sf-field">
      <label htmlFor={`${id}-${name}`}>{format(texts, label)}</label>
      {name === 'address' ? (
        <textarea
          id={`${id}-${name}`}
          name={name}
          rows={3}
          maxLength={MAX[name]}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          autoComplete="street-address"
        />
      ) : (
        <input
          id={`${id}-${name}`}
          name={name}
          maxLength={MAX[name]}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          {...props}
        />
      )}
      {errors[name] && (
        <p className="sf-error" id={`${id}-${name}-error`} role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="sf-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 className="sf-section" id={`${id}-heading`}>
        {format(texts, 'orderHeading')}
      </h2>
      <fieldset className="sf-field sf-fieldset">
        <legend>{format(texts, 'quantity')}</legend>
        <div className="sf-stepper">
          <button
            type="button"
            className="sf-step"
            aria-label={format(texts, 'decrease')}
            disabled={!hydrated || quantity <= min}
            onClick={() => setQuantity((q) => Math.max(min, q - 1))}
          >
            −
          </button>
          <output aria-live="polite">{quantity}</output>
          <button
            type="button"
            className="sf-step"
            aria-label={format(texts, 'increase')}
            disabled={!hydrated || quantity >= max}
            onClick={() => setQuantity((q) => Math.min(max, q + 1))}
          >
            +
          </button>
        </div>
        {errors.quantity && (
          <p className="sf-error" role="alert">
            {errors.quantity}
          </p>
        )}
      </fieldset>
      {field('name', 'name', { autoComplete: 'name' })}
      {field('phone', 'phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {field('address', 'address')}
      <p className="sf-total">
        {format(texts, 'total')}: <strong>{total}</strong>
      </p>
      {errors.form && (
        <p className="sf-error sf-form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="sf-button" disabled={!hydrated || sending}>
        {sending ? format(texts, 'placing') : format(texts, 'placeOrder', { amount: total })}
      </button>
    </form>
  );
}

/**
 * /s/:shopSlug/item/:itemId — the item and, unless the shop is closed or the item cannot be
 * ordered now, its order form.
 */
export function ItemPage(props: PageContext & { shop: Shop; item: ItemDetail }) {
  const { shop, item } = props;
  const [main, ...more] = item.images;
  return (
    <main className="sf-page">
      <ShopHeader shop={shop} ctx={props} link />
      <article className="sf-item">
        {main && (
          <img
            className="sf-item-image"
            src={fileUrl(props.fileHost, main)}
            alt={item.name}
            width={640}
            height={640}
            fetchPriority="high"
          />
        )}
        {more.length > 0 && (
          <ul className="sf-thumbs">
            {more.map((image) => (
              <li key={image}>
                <img src={fileUrl(props.fileHost, image)} alt="" width={96} height={96} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
        <h1 className="sf-item-name">{item.name}</h1>
        <p className="sf-item-price">
          <span className="sf-visually-hidden">{format(props.texts, 'price')}: </span>
          {money(item.price, props.currency, props.lang)}
        </p>
        {item.description && <p className="sf-item-description">{item.description}</p>}
      </article>
      {shop.closedSince ? (
        <ClosedNotice shop={shop} ctx={props} />
      ) : item.available ? (
        <OrderForm shop={shop} item={item} ctx={props} />
      ) : (
        <UnavailableNotice ctx={props} />
      )}
    </main>
  );
}
