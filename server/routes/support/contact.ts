import { contract } from "../../../src/contract/contract";
import { SUPPORT_RATE_LIMIT_MESSAGE } from "../../../src/contract/support";
import type { VerifyIdToken } from "../../auth/types";
import {
  createRateLimiter,
  requestSubjects,
  tooManyRequests,
} from "../../http/rate-limit";
import type { RouteDeps } from "../deps";
import { s } from "../ts-rest";
import { optionalCaller } from "./optional-caller";
import { withoutRowData } from "./without-row-data";

export interface ContactDeps extends RouteDeps {
  verifyIdToken: VerifyIdToken;
}

/**
 * Stores a message sent through the support form. Anyone may write; a signed-in person's message is linked to
 * the account. Limited per client address and per account at once (server/http/rate-limit.ts), so neither a new
 * address nor a new account opens the floodgates. What was written is never logged: only the new message's id.
 */
export const contact = ({ db, verifyIdToken, config }: ContactDeps) => {
  const limiter = createRateLimiter(
    db,
    "support-contact",
    config.rateLimits.contact,
  );
  return s.route(contract.support.contact, async ({ request, reply, body }) => {
    const caller = await optionalCaller(request, verifyIdToken);
    const slot = await limiter.take(
      requestSubjects(request, caller?.uid, true),
    );
    if (!slot.allowed)
      return tooManyRequests(
        reply,
        slot.retryAfterSeconds,
        SUPPORT_RATE_LIMIT_MESSAGE,
      );

    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        // A valid token without a Doro profile yet (sign-up half done) still writes, just unlinked.
        const user = caller
          ? await trx
              .selectFrom("users")
              .select("id")
              .where("firebaseUid", "=", caller.uid)
              .executeTakeFirst()
          : undefined;
        const stored = await trx
          .insertInto("supportMessages")
          .values({
            userId: user?.id ?? null,
            email: body.email,
            name: body.name || null,
            topic: body.topic ?? null,
            message: body.message,
          })
          .returning(["id", "createdAt"])
          .executeTakeFirstOrThrow();
        return { stored, linked: user !== undefined };
      })
      .catch(async (error: unknown) => {
        // Not stored, so not counted: the person may well try again once the database is back.
        await slot.refund().catch(() => {});
        throw withoutRowData("Storing a support message", error);
      });

    request.log.info(
      { supportMessageId: outcome.stored.id, linked: outcome.linked },
      "support message stored",
    );
    return {
      status: 201,
      body: {
        id: outcome.stored.id,
        receivedAt: outcome.stored.createdAt.toISOString(),
      },
    };
  });
};
