import { changeSourceOf } from '@/kit/changes';
import { resourceChanges } from './resources/changes';
import { testimonials } from './testimonials/definition';

// Every kind of content on the kit, one line each (docs/decisions/0036). What the kit derives (the admin API, the
// change protocol between instances, …) reads these lists, so a kind cannot be left out of one of them.
export const kinds = [testimonials] as const;

/** Every kind whose writes expire public pages, as the change protocol between instances knows them. */
export const changeSources = [...kinds.map(changeSourceOf), resourceChanges];
