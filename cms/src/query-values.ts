import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** Query values checked against their attributes' types (decision 015): Strapi checks only the keys. */

export interface Attribute {
  type: string;
  target?: string;
}
export type AttributesOf = (uid: string) => Record<string, Attribute> | undefined;

const INT32 = { min: -(2n ** 31n), max: 2n ** 31n - 1n };
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };
const INTEGER = /^[+-]?\d+$/;

const inRange = (range: { min: bigint; max: bigint }) => (value: unknown) => {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : '') : value;
  if (typeof text !== 'string' || !INTEGER.test(text)) return false;
  const number = BigInt(text);
  return number >= range.min && number <= range.max;
};
const finite = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
/** No database text type holds a NUL character (PostgreSQL refuses it outright). */
export const storableText = (value: unknown) =>
  (typeof value === 'string' && !value.includes('\0')) || typeof value === 'number' || typeof value === 'boolean';

const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'uid', 'email', 'enumeration', 'password']);
const VALUE_CHECKS = new Map<string, (value: unknown) => boolean>([
  ['increments', inRange(INT32)],
  ['integer', inRange(INT32)],
  ['biginteger', inRange(INT64)],
  ['float', finite],
  ['decimal', finite],
  // Strapi's own conversion judges dates (400 on a bad one); it only needs a value, not an object.
  ['date', storableText],
  ['time', storableText],
  ['datetime', storableText],
  ['timestamp', storableText],
  ['boolean', storableText],
  ...[...TEXT_TYPES].map((type) => [type, storableText] as const),
]);

const COMPARISONS = ['$eq', '$ne', '$lt', '$lte', '$gt', '$gte'];
const TEXT_COMPARISONS = [
  '$eqi',
  '$nei',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
];
const LISTS = ['$in', '$notIn'];
const PRESENCE = ['$null', '$notNull'];
const GROUPS = ['$and', '$or'];

/** `constructor`, `__proto__` and the like pass Strapi's own checks as attributes. */
const INHERITED_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/** qs makes some objects without a prototype. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Values made by code (dates, query builders) rather than parsed from a URL are trusted. */
const fromCode = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isPlainObject(value);

class QueryChecker {
  constructor(private readonly attributesOf: AttributesOf) {}

  private attributeOf(uid: string, name: string): Attribute | undefined {
    const attributes = this.attributesOf(uid);
    return attributes && Object.hasOwn(attributes, name) ? attributes[name] : undefined;
  }

  private refuse(path: string[]): never {
    throw new errors.ValidationError(`Invalid value in the query at ${path.join('.')}`, { path: path.join('.') });
  }

  filters(uid: string, filters: unknown, path: string[]): void {
    if (filters === undefined || filters === null || fromCode(filters)) return;
    if (Array.isArray(filters)) return filters.forEach((entry, index) => this.filters(uid, entry, [...path, String(index)]));
    if (!isPlainObject(filters)) this.refuse(path);
    for (const [key, value] of Object.entries(filters)) {
      const at = [...path, key];
      if (GROUPS.includes(key)) {
        if (!Array.isArray(value)) this.refuse(at);
        value.forEach((entry, index) => this.filters(uid, entry, [...at, String(index)]));
      } else if (key === '$not') {
        this.filters(uid, value, at);
      } else if (key.startsWith('$')) {
        this.refuse(at);
      } else {
        const attribute = this.attributeOf(uid, key);
        if (attribute) this.attribute(attribute, value, at);
      }
      // Other keys: the REST API refuses them first, and code may name columns.
    }
  }

  private attribute(attribute: Attribute, value: unknown, path: string[]): void {
    if (attribute.type === 'relation' && attribute.target) return this.relation(attribute.target, value, path);
    const check = VALUE_CHECKS.get(attribute.type);
    if (!check) {
      // JSON, components and the like may only be tested for presence.
      if (isPlainObject(value) && Object.keys(value).every((key) => PRESENCE.includes(key))) return;
      this.refuse(path);
    }
    this.condition(attribute, check, value, path);
  }

  private condition(attribute: Attribute, check: (value: unknown) => boolean, value: unknown, path: string[]): void {
    if (value === null || value === undefined || fromCode(value)) return;
    if (Array.isArray(value)) return value.forEach((entry, index) => this.scalar(check, entry, [...path, String(index)]));
    if (!isPlainObject(value)) return this.scalar(check, value, path);
    for (const [operator, operand] of Object.entries(value)) {
      const at = [...path, operator];
      if (COMPARISONS.includes(operator)) this.scalarOrList(check, operand, at);
      else if (TEXT_COMPARISONS.includes(operator) && TEXT_TYPES.has(attribute.type)) this.scalarOrList(check, operand, at);
      else if (LISTS.includes(operator)) this.scalarOrList(check, operand, at);
      else if (operator === '$between') {
        if (!Array.isArray(operand) || operand.length !== 2) this.refuse(at);
        this.scalarOrList(check, operand, at);
      } else if (PRESENCE.includes(operator)) this.scalar(storableText, operand, at);
      else if (operator === '$not') this.condition(attribute, check, operand, at);
      else this.refuse(at);
    }
  }

  private scalarOrList(check: (value: unknown) => boolean, value: unknown, path: string[]) {
    if (Array.isArray(value)) value.forEach((entry, index) => this.scalar(check, entry, [...path, String(index)]));
    else this.scalar(check, value, path);
  }

  private scalar(check: (value: unknown) => boolean, value: unknown, path: string[]) {
    if (value === null || value === undefined || fromCode(value)) return;
    if (!check(value)) this.refuse(path);
  }

  private relation(target: string, value: unknown, path: string[]): void {
    const id = this.attributeOf(target, 'id') ?? { type: 'increments' };
    const operatorsOnly = isPlainObject(value) && Object.keys(value).every((key) => key.startsWith('$') && !GROUPS.includes(key));
    if (!isPlainObject(value) || operatorsOnly) return this.attribute(id, value, path);
    this.filters(target, value, path);
  }

  /** A name only the object prototype answers to fails deep in Strapi (a 500). */
  fields(uid: string, fields: unknown, path: string[]): void {
    const names = typeof fields === 'string' ? fields.split(',') : Array.isArray(fields) ? fields : [];
    names.forEach((name, index) => {
      const key = typeof name === 'string' ? name.trim() : name;
      if (typeof key === 'string' && INHERITED_NAMES.has(key) && !this.attributeOf(uid, key))
        this.refuse([...path, String(index)]);
    });
  }

  populate(uid: string, populate: unknown, path: string[]): void {
    if (!isPlainObject(populate)) return;
    for (const [key, value] of Object.entries(populate)) {
      const target = this.attributeOf(uid, key)?.target;
      if (!target || !isPlainObject(value)) continue;
      this.filters(target, value.filters, [...path, key, 'filters']);
      this.fields(target, value.fields, [...path, key, 'fields']);
      this.populate(target, value.populate, [...path, key, 'populate']);
    }
  }
}

/** -1 is Strapi's "no limit". */
function checkPosition(value: unknown, name: string, min: number) {
  if (value === undefined || value === null) return;
  const number = typeof value === 'string' && INTEGER.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < min) {
    throw new errors.ValidationError(`Invalid value in the query at ${name}`, { path: name });
  }
}

/** For reads that go straight to the query engine (decision 071). */
export function checkDocumentId(documentId: unknown): void {
  if (documentId !== undefined && !storableText(documentId)) {
    throw new errors.ValidationError('Invalid value in the query at documentId', { path: 'documentId' });
  }
}

export function checkQueryParams(uid: string, params: Record<string, unknown>, attributesOf: AttributesOf): void {
  const checker = new QueryChecker(attributesOf);
  checker.filters(uid, params.filters, ['filters']);
  checker.populate(uid, params.populate, ['populate']);
  checker.fields(uid, params.fields, ['fields']);
  checkDocumentId(params.documentId);
  if (params.locale !== undefined && !storableText(params.locale)) {
    throw new errors.ValidationError('Invalid value in the query at locale', { path: 'locale' });
  }
  checkPosition(params.start, 'start', 0);
  checkPosition(params.limit, 'limit', -1);
}

export function registerQueryValueChecks(strapi: Core.Strapi) {
  const attributesOf: AttributesOf = (uid) =>
    strapi.db.metadata.has(uid) ? (strapi.db.metadata.get(uid).attributes as Record<string, Attribute>) : undefined;
  strapi.documents.use(async (context, next) => {
    checkQueryParams(context.uid, (context.params ?? {}) as Record<string, unknown>, attributesOf);
    return next();
  });
}
