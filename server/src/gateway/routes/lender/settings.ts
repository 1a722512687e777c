import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { ok } from '../../../http/envelope';
import { settingsProviderOf } from '../../lender/lender-identity';
import {
  providerSettings,
  removeLoanTypeSetting,
  updateLoanTypeSetting,
} from '../../lender/provider-settings';
import type { LenderRouteContext } from './context';
import { lenderOf, writerOf } from './lender-auth';

/** The provider's terms per loan type; a change empties the catalogue's kept answers. */
export function registerSettingsRoutes(app: BaseApp, context: LenderRouteContext): void {
  const { db, authenticate, changeOnce, catalogueAnswers } = context;

  contractRoute(
    app,
    gatewayRoutes.lenderSettings,
    async (request) =>
      ok(await providerSettings(db, settingsProviderOf(lenderOf(request), request.query.providerId))),
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderUpdateLoanTypeSetting,
    async (request) => {
      const writer = writerOf(request);
      const answer = await changeOnce(
        request,
        gatewayRoutes.lenderUpdateLoanTypeSetting.response,
        writer.userId,
        async ({ tx }) => {
          const setting = await updateLoanTypeSetting(
            tx,
            {
              providerId: writer.provider.id,
              loanTypeId: request.params.loanTypeId,
              actorUserId: writer.userId,
            },
            request.body,
          );
          return ok(
            setting,
            `${setting.loanTypeName}: terms saved. Eligibility checks use them from now on.`,
          );
        },
      );
      catalogueAnswers.clear();
      return answer;
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.lenderRemoveLoanTypeSetting,
    async (request) => {
      const writer = writerOf(request);
      const answer = await changeOnce(
        request,
        gatewayRoutes.lenderRemoveLoanTypeSetting.response,
        writer.userId,
        async ({ tx }) => {
          const setting = await removeLoanTypeSetting(tx, {
            providerId: writer.provider.id,
            loanTypeId: request.params.loanTypeId,
            actorUserId: writer.userId,
          });
          return ok(
            setting,
            `${setting.loanTypeName} is no longer offered. Loans already made keep their terms.`,
          );
        },
      );
      catalogueAnswers.clear();
      return answer;
    },
    { authenticate },
  );
}
