/**
 * @generated SignedSource<<61f1a4ee2932d21772f74046e91b9ea0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeterminationPanel_notice$data = {
  readonly determination: {
    readonly adjudicator: string;
    readonly amount: any;
    readonly chargingOrderApproved: boolean;
    readonly madeOn: any;
    readonly noPayBy: string | null | undefined;
    readonly payBy: any | null | undefined;
  } | null | undefined;
  readonly determinationUnpaid: any | null | undefined;
  readonly number: number;
  readonly payments: ReadonlyArray<{
    readonly amount: any;
    readonly paidOn: any;
    readonly recordedBy: string;
    readonly reference: string;
  }>;
  readonly viewerCanAct: boolean;
  readonly " $fragmentType": "DeterminationPanel_notice";
};
export type DeterminationPanel_notice$key = {
  readonly " $data"?: DeterminationPanel_notice$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeterminationPanel_notice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeterminationPanel_notice",
  "selections": [
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
      "name": "viewerCanAct",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeterminationView",
      "kind": "LinkedField",
      "name": "determination",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "adjudicator",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "madeOn",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chargingOrderApproved",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noPayBy",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "determinationUnpaid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeterminationPaymentView",
      "kind": "LinkedField",
      "name": "payments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paidOn",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
          "name": "recordedBy",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AdjudicationNotice",
  "abstractKey": null
};
})();

(node as any).hash = "c0b6760bcd34f0a22a8a1e8422e52495";

export default node;
