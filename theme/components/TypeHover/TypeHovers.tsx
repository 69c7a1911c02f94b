import { useEffect } from 'react';
import { installTypeHovers } from './typeHovers';

/**
 * Placed by the build (plugins/typeHovers) at the end of each page whose code examples have
 * marked identifiers, so only those pages load this code. Renders nothing.
 */
export function TypeHovers() {
  useEffect(installTypeHovers, []);
  return null;
}
