import { worldMap } from '../map/base-maps.server';
import { svgImage } from '../map/svg-image.server';

/** `/maps/world.svg`: the world map's shapes, drawn once per process; the /map page lays its markers over them. */
export const loader = () => svgImage(worldMap().svg());
