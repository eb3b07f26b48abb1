/**
 * @generated SignedSource<<b6b5f9b05aa259a1b3138c115b476705>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyTable_money$data = {
  readonly hasMoneyIn: boolean;
  readonly hasMoneyOut: boolean;
  readonly months: ReadonlyArray<{
    readonly label: string;
    readonly moneyIn: {
      readonly claimed: any;
      readonly outstanding: any;
      readonly paid: any;
      readonly payable: any;
      readonly retentionWithheld: any;
      readonly scheduled: any;
    };
    readonly moneyOut: {
      readonly claimed: any;
      readonly outstanding: any;
      readonly paid: any;
      readonly payable: any;
      readonly retentionWithheld: any;
      readonly scheduled: any;
    };
    readonly period: string;
  }>;
  readonly totals: {
    readonly moneyIn: {
      readonly claimed: any;
      readonly outstanding: any;
      readonly paid: any;
      readonly payable: any;
      readonly retentionWithheld: any;
      readonly scheduled: any;
    };
    readonly moneyOut: {
      readonly claimed: any;
      readonly outstanding: any;
      readonly paid: any;
      readonly payable: any;
      readonly retentionWithheld: any;
      readonly scheduled: any;
    };
  };
  readonly " $fragmentType": "MoneyTable_money";
};
export type MoneyTable_money$key = {
  readonly " $data"?: MoneyTable_money$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyTable_money">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "claimed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "scheduled",
    "storageKey": null
  },
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
    "name": "paid",
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
    "name": "retentionWithheld",
    "storageKey": null
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "MoneySide",
  "kind": "LinkedField",
  "name": "moneyIn",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "MoneySide",
  "kind": "LinkedField",
  "name": "moneyOut",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MoneyTable_money",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasMoneyIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasMoneyOut",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MoneyMonth",
      "kind": "LinkedField",
      "name": "months",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "period",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MoneyMonth",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Money",
  "abstractKey": null
};
})();

(node as any).hash = "b14ec422042d3d6598a0439fbe8633f1";

export default node;
