import { Flex } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** A control with its visible label above it (`id` is the control's). */
export function LabelledField({
  id,
  label,
  style,
  children,
}: {
  id: string;
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={4} style={style}>
      <label htmlFor={id}>{label}</label>
      {children}
    </Flex>
  );
}
