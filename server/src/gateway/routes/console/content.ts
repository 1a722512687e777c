import { gatewayRoutes } from '@lendbridge/contract';
import { contractRoute } from '../../../http/contract-route';
import type { BaseApp } from '../../../http/create-app';
import { list, ok } from '../../../http/envelope';
import { requireAdmin } from '../../console/console-identity';
import {
  allFaqs,
  allLoanTypes,
  allTestimonials,
  createFaq,
  createLoanType,
  deleteFaq,
  setTestimonialShown,
  updateFaq,
  updateLoanType,
} from '../../console/content';
import type { ConsoleRouteContext } from './context';
import { operatorOf } from './console-auth';

const UNCHANGED = 'Nothing to save: that is how it is already.';

/** FAQ answers, testimonials and loan types: platform admins only (docs/console.md#content). */
export function registerContentRoutes(app: BaseApp, context: ConsoleRouteContext): void {
  const { db, authenticate, changeOnce, contentChanged } = context;
  const adminOf = (request: Parameters<typeof operatorOf>[0]) => requireAdmin(operatorOf(request));

  contractRoute(
    app,
    gatewayRoutes.consoleFaqs,
    async (request) => {
      adminOf(request);
      return list(await allFaqs(db));
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleCreateFaq,
    async (request) => {
      const admin = adminOf(request);
      const answer = await changeOnce(
        request,
        gatewayRoutes.consoleCreateFaq.response,
        admin.userId,
        async ({ tx }) => {
          const faq = await createFaq(tx, request.body, admin.userId);
          return ok(
            faq,
            faq.isApproved
              ? 'Added and published on the FAQ page.'
              : 'Added, awaiting approval: not shown yet.',
          );
        },
      );
      contentChanged();
      return answer;
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleUpdateFaq,
    async (request) => {
      const admin = adminOf(request);
      const answer = await changeOnce(
        request,
        gatewayRoutes.consoleUpdateFaq.response,
        admin.userId,
        async ({ tx }) => {
          const { faq, changed } = await updateFaq(tx, request.params.id, request.body, admin.userId);
          return ok(
            faq,
            !changed
              ? UNCHANGED
              : faq.isApproved
                ? 'Saved: shown on the FAQ page.'
                : 'Saved: not approved, so not shown.',
          );
        },
      );
      contentChanged();
      return answer;
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleDeleteFaq,
    async (request) => {
      const admin = adminOf(request);
      const answer = await changeOnce(
        request,
        gatewayRoutes.consoleDeleteFaq.response,
        admin.userId,
        async ({ tx }) =>
          ok(
            await deleteFaq(tx, request.params.id, admin.userId),
            'Deleted. The audit log keeps what it said.',
          ),
      );
      contentChanged();
      return answer;
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleTestimonials,
    async (request) => {
      adminOf(request);
      return list(await allTestimonials(db));
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleUpdateTestimonial,
    async (request) => {
      const admin = adminOf(request);
      const answer = await changeOnce(
        request,
        gatewayRoutes.consoleUpdateTestimonial.response,
        admin.userId,
        async ({ tx }) => {
          const { testimonial, changed } = await setTestimonialShown(
            tx,
            request.params.id,
            request.body.isPublished,
            admin.userId,
          );
          return ok(
            testimonial,
            !changed
              ? UNCHANGED
              : testimonial.isPublished
                ? 'Shown on the home page.'
                : 'Hidden from the home page.',
          );
        },
      );
      contentChanged();
      return answer;
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleLoanTypes,
    async (request) => {
      adminOf(request);
      return list(await allLoanTypes(db));
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleCreateLoanType,
    async (request) => {
      const admin = adminOf(request);
      const answer = await changeOnce(
        request,
        gatewayRoutes.consoleCreateLoanType.response,
        admin.userId,
        async ({ tx }) =>
          ok(
            await createLoanType(tx, request.body, admin.userId),
            'Added. Borrowers are offered it once a lender sets terms for it.',
          ),
      );
      contentChanged();
      return answer;
    },
    { authenticate },
  );

  contractRoute(
    app,
    gatewayRoutes.consoleUpdateLoanType,
    async (request) => {
      const admin = adminOf(request);
      const answer = await changeOnce(
        request,
        gatewayRoutes.consoleUpdateLoanType.response,
        admin.userId,
        async ({ tx }) => {
          const { loanType, changed } = await updateLoanType(
            tx,
            request.params.id,
            request.body,
            admin.userId,
          );
          return ok(
            loanType,
            !changed
              ? UNCHANGED
              : loanType.isActive
                ? `${loanType.name}: saved.`
                : `${loanType.name}: saved. It is inactive: borrowers are not offered it.`,
          );
        },
      );
      contentChanged();
      return answer;
    },
    { authenticate },
  );
}
