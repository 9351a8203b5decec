import { DivIcon, type DivIconOptions } from 'leaflet';

/**
 * A div icon (no image assets) that names itself for assistive technology: Leaflet gives a
 * keyboard marker tabindex and role="button", and this adds the aria-label (and any role).
 */
class LabelledDivIcon extends DivIcon {
  private readonly attributes: Record<string, string>;

  constructor(options: DivIconOptions, attributes: Record<string, string>) {
    super(options);
    this.attributes = attributes;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    // Leaflet reuses the old element when the icon changes, so a dropped flag must go.
    const element = super.createIcon(oldIcon);
    element.removeAttribute('aria-current');
    for (const [name, value] of Object.entries(this.attributes)) {
      element.setAttribute(name, value);
    }
    return element;
  }
}

const PIN_SIZE = 28;
const SELECTED_PIN_SIZE = 34;

/** Only digits reach the markup; the name goes through setAttribute. */
function countHtml(count: number): string {
  return count > 0 ? String(Math.min(count, 99)) : '';
}

/**
 * A location's pin: a teal drop with the chosen day's shift count, amber and larger when it
 * is the selected location. Its tip (the rotated square's corner) sits on the location.
 */
export function locationIcon({
  name,
  count,
  selected,
}: {
  name: string;
  count: number;
  selected: boolean;
}): DivIcon {
  const size = selected ? SELECTED_PIN_SIZE : PIN_SIZE;
  const tip = Math.round(size / 2 + (size * Math.SQRT2) / 2);
  const classes = ['chairside-pin'];
  if (count > 0) classes.push('chairside-pin--count');
  if (selected) classes.push('chairside-pin--selected');
  return new LabelledDivIcon(
    {
      className: 'chairside-marker',
      html: `<span class="${classes.join(' ')}" aria-hidden="true"><span class="chairside-pin__inner">${countHtml(count)}</span></span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, tip],
      popupAnchor: [0, -Math.round(size * Math.SQRT2)],
    },
    { 'aria-label': name, ...(selected ? { 'aria-current': 'true' } : {}) },
  );
}

/** The user's position: a blue dot, an image named 'You are here'. */
export function youAreHereIcon(): DivIcon {
  return new LabelledDivIcon(
    { className: 'chairside-you', html: '', iconSize: [18, 18], iconAnchor: [9, 9] },
    { role: 'img', 'aria-label': 'You are here' },
  );
}
