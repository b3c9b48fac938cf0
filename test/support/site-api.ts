import { expect } from 'vitest';
import type { ConfirmPhotoResponse, PhotoSlotResponse } from '../../shared/schemas/photos.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import { fakeJpeg } from './jpeg.js';
import { packageOrderBody, type PackageChoice } from './package-order.js';

/**
 * Seeding a running local stack over HTTP, for browser tests whose subject is not that step: the JSON
 * API (orders included), a /pricing-style package order, and photo uploads done the way the app does them (slot, three presigned PUTs, confirm).
 */
export const siteApi = (site: string) => {
  /** `token` is a bearer credential; `orderToken` an order's access token or view key (X-Order-Token). */
  const http = async <T>(method: string, path: string, { token, orderToken, body }: { token?: string; orderToken?: string; body?: unknown } = {}): Promise<T> => {
    const res = await fetch(`${site}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(orderToken ? { 'x-order-token': orderToken } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };

  /** Upload one photo; the polaroid and thumbnail may be real JPEGs (screenshots), raw is a stand-in. */
  const uploadPhoto = async (
    code: string,
    token: string,
    images: { polaroid: Uint8Array<ArrayBuffer>; thumbnail: Uint8Array<ArrayBuffer> } = { polaroid: fakeJpeg(1080, 1250, 40_000), thumbnail: fakeJpeg(480, 556, 8_000) },
  ): Promise<ConfirmPhotoResponse['photo']> => {
    const files = { ...images, raw: fakeJpeg(4000, 3000, 120_000) };
    const slot = await http<PhotoSlotResponse>('POST', `/api/events/${code}/photos`, {
      token,
      body: { files: { polaroid: { size: files.polaroid.length }, raw: { size: files.raw.length }, thumbnail: { size: files.thumbnail.length } } },
    });
    for (const kind of ['polaroid', 'raw', 'thumbnail'] as const) {
      const put = await fetch(slot.uploads[kind].url, { method: 'PUT', body: files[kind], headers: slot.uploads[kind].headers });
      expect(put.status, `${kind} PUT`).toBe(200);
    }
    return (await http<ConfirmPhotoResponse>('POST', `/api/events/${code}/photos/${slot.photoId}/confirm`, { token })).photo;
  };

  /** A pending package order made the way /pricing makes it: the stack's geo token, the server's own figures. */
  const createPackageOrder = async (pkg: PackageChoice, buyer: { name: string; email: string }): Promise<CreateOrderResponse> => {
    const geo = await http<{ country: string; geoToken: string }>('GET', '/api/geo');
    const body = packageOrderBody(pkg, { ...buyer, country: geo.country, geoToken: geo.geoToken }, { eventTitle: 'Ana & Dan', eventDate: '2030-06-12' });
    return http<CreateOrderResponse>('POST', '/api/orders', { body });
  };

  return { http, uploadPhoto, createPackageOrder };
};
