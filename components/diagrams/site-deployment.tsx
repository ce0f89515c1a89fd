import { Arrow, Box, Label, type Drawing } from './parts';

/**
 * The scaled-out deployment of the website, as "Deploying this site" describes it: nginx in front
 * serves the build's static files and caches search indexes, resized and social images; every other
 * request goes to one of two stateless app instances; both keep votes, Ask AI gaps and the rate
 * limits in one PostgreSQL database.
 */
const pad = 12;
const full = { x: 22, width: 356 };
const visitors = { y: 20, height: 40 };
const nginx = { y: 86, height: 84 };
const apps = { y: 206, height: 62, width: 170, xs: [22, 208] };
const database = { y: 304, height: 62 };
const height = database.y + database.height + 20;
const centre = full.x + full.width / 2;

function SiteDeployment() {
  return (
    <>
      <Box x={full.x} y={visitors.y} width={full.width} height={visitors.height} />
      <Label x={centre} y={visitors.y + 25} size={13.5} anchor="middle" bold>
        Readers, agents (optionally through a CDN)
      </Label>
      <Arrow
        points={[
          [centre, visitors.y + visitors.height],
          [centre, nginx.y],
        ]}
      />

      <Box x={full.x} y={nginx.y} width={full.width} height={nginx.height} accent />
      <Label x={full.x + pad} y={nginx.y + 20} size={13.5} bold>
        nginx
      </Label>
      {[
        'Scripts, styles, images: from disk, long cache',
        'Search indexes, resized and social images: cached',
        'Everything else: to either instance',
      ].map((line, index) => (
        <Label key={line} x={full.x + pad} y={nginx.y + 40 + index * 17} size={12.5} tone="muted">
          {line}
        </Label>
      ))}

      {apps.xs.map((x, index) => (
        <g key={x}>
          <Arrow
            points={[
              [x + apps.width / 2, nginx.y + nginx.height],
              [x + apps.width / 2, apps.y],
            ]}
          />
          <Box x={x} y={apps.y} width={apps.width} height={apps.height} />
          <Label x={x + pad} y={apps.y + 22} size={13.5} bold>
            {`Instance ${index + 1}`}
          </Label>
          <Label x={x + pad} y={apps.y + 43} size={12.5} tone="muted" mono>
            node dist/server.mjs
          </Label>
          <Arrow
            points={[
              [x + apps.width / 2, apps.y + apps.height],
              [x + apps.width / 2, database.y],
            ]}
          />
        </g>
      ))}

      <Box x={full.x} y={database.y} width={full.width} height={database.height} />
      <Label x={full.x + pad} y={database.y + 22} size={13.5} bold>
        PostgreSQL
      </Label>
      <Label x={full.x + pad} y={database.y + 43} size={12.5} tone="muted">
        Votes, Ask AI gaps and every rate limit, shared
      </Label>
    </>
  );
}

export const siteDeployment: Drawing = { height, Content: SiteDeployment };
