import type { Provider } from '@lendbridge/contract';
import * as React from 'react';
import { Text } from '../../../components/ui/text';
import * as space from '../../../components/ui/space.module.css';
import * as surface from '../../../components/ui/surface.module.css';
import * as cards from '../../../components/ui/card-grid.module.css';

export const ProvidersList = React.memo(function ProvidersList({ providers }: { providers: Provider[] }) {
  if (providers.length === 0) {
    return <Text>No lenders are taking applications right now. Please check back soon.</Text>;
  }
  return (
    <ul className={`${cards.grid} ${cards.columns2FromSm} ${cards.columns3FromMd}`}>
      {providers.map((provider) => (
        <li key={provider.id} className={`${surface.outlined} ${surface.paddedSmall}`}>
          <Text variant="h3" gutterBottom>
            {provider.name}
          </Text>
          <Text variant="body2" className={space.mb1}>
            {provider.summary}
          </Text>
          <Text variant="caption" tone="secondary">
            {provider.licence}
          </Text>
        </li>
      ))}
    </ul>
  );
});
