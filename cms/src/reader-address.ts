import { READER_ADDRESS_HEADER, READER_SIGNATURE_HEADER, vouchedAddress } from '@journey-canvas/shared/server';
import type { Context } from 'koa';
import { environment } from './environment';

/** The address the site vouches for when the request came through its forms (decision 058). */
export const readerAddress = (ctx: Context) =>
  vouchedAddress(ctx.get(READER_ADDRESS_HEADER), ctx.get(READER_SIGNATURE_HEADER), environment().WEB_PURGE_SECRET) ??
  ctx.request.ip;
