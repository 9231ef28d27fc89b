import { PROFILE, type ProfileView, type RouteView } from '../data/route-view';
import { useWords } from './page-language';

/** One picture, its figures said in its name. */
function ElevationProfile({ profile }: { profile: ProfileView }) {
  const label = useWords().travel.elevationProfile(profile.lowest, profile.highest, profile.distance);
  return (
    <svg className="elevation-profile" viewBox={`0 0 ${profile.width} ${profile.height}`} role="img" aria-label={label}>
      <path d={profile.area} className="profile-area" />
      <path d={profile.line} className="profile-line" />
      <text x={PROFILE.left - 6} y={profile.highestY} dy="0.35em" textAnchor="end">
        {profile.highest} m
      </text>
      <text x={PROFILE.left - 6} y={profile.lowestY} dy="0.35em" textAnchor="end">
        {profile.lowest} m
      </text>
      <text x={PROFILE.left} y={profile.height - 6}>
        0
      </text>
      <text x={profile.width - 8} y={profile.height - 6} textAnchor="end">
        {profile.distance}
      </text>
    </svg>
  );
}

export function RouteFacts({ route }: { route: RouteView }) {
  const { travel: say } = useWords();
  return (
    <section className="route-facts" aria-labelledby="route-heading">
      <h2 id="route-heading">{say.route}</h2>
      <dl className="route-figures">
        <div>
          <dt>{say.distance}</dt>
          <dd>{route.distance}</dd>
        </div>
        <div>
          <dt>{say.ascent}</dt>
          <dd>{route.ascent}</dd>
        </div>
        <div>
          <dt>{say.descent}</dt>
          <dd>{route.descent}</dd>
        </div>
      </dl>
      {route.profile && <ElevationProfile profile={route.profile} />}
      <p>
        <a href={route.download} download>
          {say.downloadRoute}
        </a>{' '}
        <span className="muted">{say.routeTrimmed}</span>
      </p>
    </section>
  );
}
