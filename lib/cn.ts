import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names; later Tailwind classes win over earlier conflicting ones. For server components:
 * client leaves use plain `clsx`, since tailwind-merge adds ~8 KiB of gzipped JavaScript to a page.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
