import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** Running text (paragraphs, h2/h3, lists, quotes) at a readable measure and rhythm. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={styles.prose}>{children}</div>;
}
