import { READER_ADDRESS_HEADER, READER_SIGNATURE_HEADER, vouchedAddress } from '@journey-canvas/shared/server';
import type { Context } from 'koa';
import { environment } from './environment';

/**
 * The reader's address, as the per-address limits count it (decision 058): the one the site vouches
 * for when the request came through one of its forms, else the caller's own.
 */
export const readerAddress = (ctx: Context) =>
  vouchedAddress(ctx.get(READER_ADDRESS_HEADER), ctx.get(READER_SIGNATURE_HEADER), environment().WEB_PURGE_SECRET) ??
  ctx.request.ip;
