/**
 * @generated SignedSource<<763d25f0544de15362942c1cf4e3ef5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimMatches_row$data = {
  readonly claim: {
    readonly id: string;
    readonly number: number;
  };
  readonly contractSlug: string;
  readonly counterpartyName: string | null | undefined;
  readonly ownerSlug: string;
  readonly siteName: string;
  readonly viewerIsSupplier: boolean;
  readonly " $fragmentType": "ClaimMatches_row";
};
export type ClaimMatches_row$key = {
  readonly " $data"?: ClaimMatches_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimMatches_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ClaimMatches_row"
};

(node as any).hash = "053aa634be221c47e4053b916dcb0c8b";

export default node;
