import { Arrow, Box, Label, type Drawing } from './parts';

/**
 * The objects of the Data Model page and how they relate: everything belongs to a project; sessions
 * and users group traces by `session_id` and `user_id`; a trace holds a tree of observations (spans,
 * and generations, which add model, usage, cost and a prompt version); a score points to a trace; a
 * dataset holds versioned items, and a dataset run links each item to the trace `item.run` created.
 */

/** "Many" end of a relation: a crow's foot pointing at the box edge at (x, y), opening downwards. */
function Many({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M${x - 7},${y} L${x},${y - 9} L${x + 7},${y} M${x},${y} V${y - 9}`}
      fill="none"
      className="stroke-muted"
      strokeWidth={1.4}
    />
  );
}

const left = { x: 22, width: 170 };
const right = { x: 208, width: 170 };
const centre = (column: { x: number; width: number }) => column.x + column.width / 2;
const pad = 12;

const groups = { y: 42, height: 48 };
const trace = { y: 114, height: 162 };
const span = { x: 34, y: 164, width: 332, height: 100 };
const generation = { x: 46, y: 194, width: 308, height: 58 };
const refs = { y: 302, height: 48 };
const data = { y: 374, height: 66 };
const height = data.y + data.height + 20;

function TitledBox({
  column,
  y,
  height: boxHeight,
  title,
  lines,
}: {
  column: { x: number; width: number };
  y: number;
  height: number;
  title: string;
  lines: string[];
}) {
  return (
    <g>
      <Box x={column.x} y={y} width={column.width} height={boxHeight} />
      <Label x={column.x + pad} y={y + 20} size={13.5} bold>
        {title}
      </Label>
      {lines.map((line, index) => (
        <Label key={line} x={column.x + pad} y={y + 39 + index * 18} size={12.5} tone="muted">
          {line}
        </Label>
      ))}
    </g>
  );
}

function Content() {
  return (
    <>
      <rect
        x={8}
        y={8}
        width={384}
        height={height - 16}
        rx={10}
        fill="none"
        className="stroke-muted"
        strokeOpacity={0.7}
        strokeDasharray="5 4"
      />
      <Label x={22} y={31} size={14} bold>
        Project
      </Label>

      <TitledBox column={left} {...groups} title="Session" lines={['groups by session_id']} />
      <TitledBox column={right} {...groups} title="User" lines={['groups by user_id']} />
      {[left, right].map((column) => (
        <g key={column.x}>
          <line
            x1={centre(column)}
            x2={centre(column)}
            y1={groups.y + groups.height}
            y2={trace.y}
            className="stroke-muted"
            strokeWidth={1.4}
          />
          <Many x={centre(column)} y={trace.y} />
        </g>
      ))}

      <Box x={left.x} y={trace.y} width={right.x + right.width - left.x} height={trace.height} />
      <Label x={left.x + pad} y={trace.y + 21} size={14} bold>
        Trace
      </Label>
      <Label x={right.x + right.width - pad} y={trace.y + 21} size={12.5} tone="muted" anchor="end">
        one request, end to end
      </Label>
      <Label x={left.x + pad} y={trace.y + 40} size={12.5} tone="muted">
        user_id · session_id · tags · metadata
      </Label>
      <Box {...span} />
      <Label x={span.x + pad} y={span.y + 20} size={13.5} bold>
        Span
      </Label>
      <Label x={span.x + 56} y={span.y + 20} size={12.5} tone="muted">
        observation: a step
      </Label>
      <Box {...generation} accent />
      <Label x={generation.x + pad} y={generation.y + 20} size={13.5} bold>
        Generation
      </Label>
      <Label x={generation.x + 105} y={generation.y + 20} size={12.5} tone="muted">
        observation: a model call
      </Label>
      <Label x={generation.x + pad} y={generation.y + 42} size={12.5} tone="muted">
        model · usage · cost · prompt version
      </Label>

      <TitledBox column={left} {...refs} title="Score" lines={['name, value, data type']} />
      <TitledBox column={right} {...refs} title="Prompt version" lines={['name, version, labels']} />
      <Arrow
        points={[
          [centre(left), refs.y],
          [centre(left), trace.y + trace.height],
        ]}
      />
      <Arrow
        points={[
          [centre(right), generation.y + generation.height],
          [centre(right), refs.y],
        ]}
      />

      <TitledBox
        column={left}
        {...data}
        title="Dataset"
        lines={['items, each versioned:', 'input, expected output']}
      />
      <TitledBox
        column={right}
        {...data}
        title="Dataset run"
        lines={['links item → trace', 'scores are its results']}
      />
      <Arrow
        points={[
          [right.x, data.y + 33],
          [left.x + left.width, data.y + 33],
        ]}
      />
      <Arrow
        points={[
          [right.x + right.width, data.y + 20],
          [386, data.y + 20],
          [386, trace.y + 30],
          [right.x + right.width, trace.y + 30],
        ]}
      />
    </>
  );
}

export const dataModel: Drawing = { height, Content };
