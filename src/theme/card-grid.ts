const columnsOf = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * A list of cards, as `sx` of a `<Box component="ul">`: one a row on a phone, `sm` or `md` a row
 * from that breakpoint up.
 */
export function cardGrid({ sm, md }: { sm?: number; md?: number }) {
  return {
    display: 'grid',
    gap: 2,
    m: 0,
    p: 0,
    listStyle: 'none',
    gridTemplateColumns: {
      xs: 'minmax(0, 1fr)',
      ...(sm ? { sm: columnsOf(sm) } : {}),
      ...(md ? { md: columnsOf(md) } : {}),
    },
  } as const;
}
