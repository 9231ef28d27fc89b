import { worldMap } from '../map/base-maps.server';
import { svgImage } from '../map/svg-image.server';

export const loader = () => svgImage(worldMap().svg());
