import Button from 'antd-mobile/es/components/button';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePad from 'signature_pad';
import { type FormMessageKey, useFormMessage } from '../../../components/form/form-message.ts';
import styles from './order-comments.module.css';

export interface SignatureHandle {
  isEmpty(): boolean;
  /** The drawing as a PNG file, white behind the ink. */
  toFile(): File;
  clear(): void;
}

export interface SignatureFieldProps {
  id: string;
  ref?: Ref<SignatureHandle>;
  /** Told whether anything is drawn, after each stroke, clear and undo. */
  onDrawnChange?: (drawn: boolean) => void;
  error?: FormMessageKey;
}

/** A data: URL's bytes as a file (the pad exports a data URL; canvas.toBlob is not everywhere). */
function dataUrlToFile(dataUrl: string, name: string): File {
  const [head = '', body = ''] = dataUrl.split(',');
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'image/png';
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}

/**
 * A signature drawn with a finger or a mouse (signature_pad, loaded when the field first
 * shows: the app's first load does not carry it). The canvas's pixels follow the screen's
 * devicePixelRatio, so the ink is sharp on phones, and are recomputed when the width
 * changes (rotation), keeping what was drawn. Clear and undo the last stroke.
 */
export function SignatureField({ id, ref, onDrawnChange, error }: SignatureFieldProps) {
  const { t } = useTranslation();
  const errorText = useFormMessage(error);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [strokes, setStrokes] = useState(0);
  const [ready, setReady] = useState(false);
  const drawnChange = useRef(onDrawnChange);
  drawnChange.current = onDrawnChange;

  const strokesChanged = (pad: SignaturePad) => {
    const count = pad.toData().length;
    setStrokes(count);
    drawnChange.current?.(count > 0);
  };

  useEffect(() => {
    let live = true;
    let stop = () => {};
    void import('signature_pad').then(({ default: Pad }) => {
      const canvas = canvasRef.current;
      if (!live || !canvas) return;
      let pad: SignaturePad;
      try {
        pad = new Pad(canvas, { penColor: '#1a1a1a', backgroundColor: 'rgb(255, 255, 255)' });
      } catch {
        // No 2D canvas (a browser with canvas blocked, or jsdom): nothing can be drawn, so the
        // field stays not ready and the form cannot be sent, instead of an error escaping.
        return;
      }
      padRef.current = pad;
      let width = -1;
      const fit = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        if (canvas.offsetWidth === width && canvas.width === Math.round(canvas.offsetWidth * ratio)) return;
        width = canvas.offsetWidth;
        const drawn = pad.toData();
        canvas.width = Math.round(canvas.offsetWidth * ratio);
        canvas.height = Math.round(canvas.offsetHeight * ratio);
        canvas.getContext('2d')?.scale(ratio, ratio);
        // Resizing a canvas wipes it: draw the strokes again at the new size.
        pad.clear();
        pad.fromData(drawn);
      };
      fit();
      const onEnd = () => {
        const count = pad.toData().length;
        setStrokes(count);
        drawnChange.current?.(count > 0);
      };
      pad.addEventListener('endStroke', onEnd);
      window.addEventListener('resize', fit);
      setReady(true);
      stop = () => {
        window.removeEventListener('resize', fit);
        pad.removeEventListener('endStroke', onEnd);
        pad.off();
      };
    });
    return () => {
      live = false;
      stop();
    };
  }, []);

  useImperativeHandle(ref, () => ({
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    toFile: () => dataUrlToFile(padRef.current!.toDataURL('image/png'), 'signature.png'),
    clear: () => {
      const pad = padRef.current;
      if (!pad) return;
      pad.clear();
      strokesChanged(pad);
    },
  }));

  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const drawn = pad.toData();
    drawn.pop();
    pad.clear();
    pad.fromData(drawn);
    strokesChanged(pad);
  };
  const clear = () => {
    const pad = padRef.current;
    if (!pad) return;
    pad.clear();
    strokesChanged(pad);
  };

  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-invalid={errorText ? 'true' : undefined}>
      <span className={styles.label} id={`${id}-label`}>
        {t('orderComment.signature')}
      </span>
      <div className={styles.padFrame} aria-busy={!ready}>
        <canvas
          id={id}
          ref={canvasRef}
          className={styles.pad}
          role="img"
          aria-labelledby={`${id}-label`}
          aria-describedby={errorText ? errorId : strokes === 0 ? `${id}-hint` : undefined}
          aria-invalid={errorText ? true : undefined}
          data-testid="signature-pad"
        />
        {strokes === 0 && (
          <span className={styles.padHint} id={`${id}-hint`}>
            {t('orderComment.signHere')}
          </span>
        )}
      </div>
      <div className={styles.padActions}>
        <Button size="middle" fill="outline" onClick={undo} disabled={strokes === 0}>
          {t('orderComment.undo')}
        </Button>
        <Button size="middle" fill="outline" onClick={clear} disabled={strokes === 0}>
          {t('orderComment.clear')}
        </Button>
      </div>
      {errorText && (
        <p className={styles.error} id={errorId} role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}
