/**
 * @generated SignedSource<<392bc05d5c17df92b3dc65af6cfec16e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type PaymentSide = "Payee" | "Payer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentsPanel_claim$data = {
  readonly contractId: string;
  readonly latest: {
    readonly id: string;
  } | null | undefined;
  readonly number: number;
  readonly payments: ReadonlyArray<{
    readonly amount: any;
    readonly correctsId: string | null | undefined;
    readonly id: string;
    readonly isCorrected: boolean;
    readonly note: string;
    readonly paidOn: any;
    readonly recordedAt: any;
    readonly recordedBy: string;
    readonly reference: string;
    readonly side: PaymentSide;
    readonly viewerCanCorrect: boolean;
  }>;
  readonly standing: {
    readonly amountsDiffer: boolean;
    readonly outstanding: any | null | undefined;
    readonly paidByPayer: any | null | undefined;
    readonly paidToPayee: any | null | undefined;
    readonly payable: any | null | undefined;
    readonly received: any;
  };
  readonly status: ClaimStatus;
  readonly viewerCanRecordPayment: boolean;
  readonly viewerPaymentSide: PaymentSide | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentDialog_claim">;
  readonly " $fragmentType": "PaymentsPanel_claim";
};
export type PaymentsPanel_claim$key = {
  readonly " $data"?: PaymentsPanel_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentsPanel_claim">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentsPanel_claim",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimRevision",
      "kind": "LinkedField",
      "name": "latest",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanRecordPayment",
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
      "concreteType": "ClaimStanding",
      "kind": "LinkedField",
      "name": "standing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "received",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outstanding",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paidByPayer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paidToPayee",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountsDiffer",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimPayment",
      "kind": "LinkedField",
      "name": "payments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "side",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paidOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correctsId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCorrected",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recordedBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recordedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanCorrect",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentDialog_claim"
    }
  ],
  "type": "Claim",
  "abstractKey": null
};
})();

(node as any).hash = "89512b90b0539f4ffc3763a2e159746c";

export default node;
