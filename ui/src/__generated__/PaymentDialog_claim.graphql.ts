/**
 * @generated SignedSource<<fdd38f0f1cc8d61b4de56981fa0ff42d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentSide = "Payee" | "Payer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentDialog_claim$data = {
  readonly contractId: string;
  readonly number: number;
  readonly viewerOutstanding: any | null | undefined;
  readonly viewerPaymentSide: PaymentSide | null | undefined;
  readonly " $fragmentType": "PaymentDialog_claim";
};
export type PaymentDialog_claim$key = {
  readonly " $data"?: PaymentDialog_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentDialog_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentDialog_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerPaymentSide",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerOutstanding",
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "b203861be75b6fd54b5ea7d95ecd80d7";

export default node;
