import type { Core } from '@strapi/strapi';
import { equalizeLoginTiming } from '../../auth/login-timing';

/** users-permissions as the product uses it: a login that takes as long for an unknown account as for a known one. */
export default (plugin: Core.Plugin) => equalizeLoginTiming(plugin);
