/**
 * @generated SignedSource<<5eabe805766d709c6950d8bbc0960297>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyPageQuery$variables = Record<PropertyKey, never>;
export type MoneyPageQuery$data = {
  readonly organisationMoney: {
    readonly " $fragmentSpreads": FragmentRefs<"MoneyView_money">;
  } | null | undefined;
};
export type MoneyPageQuery = {
  response: MoneyPageQuery$data;
  variables: MoneyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
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
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MoneyPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "organisationMoney",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MoneyView_money"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MoneyPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "organisationMoney",
        "plural": false,
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
            "kind": "ScalarField",
            "name": "isHeadContractor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "csv",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "csvFileName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notLegalAdvice",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MoneyRetention",
            "kind": "LinkedField",
            "name": "retention",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "heldFromUs",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weHold",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trustNote",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "08927eea80af0f0670daf25cce3a4ed7",
    "id": null,
    "metadata": {},
    "name": "MoneyPageQuery",
    "operationKind": "query",
    "text": "query MoneyPageQuery {\n  organisationMoney {\n    ...MoneyView_money\n  }\n}\n\nfragment MoneyRetention_money on Money {\n  retention {\n    heldFromUs\n    weHold\n    trustNote\n  }\n}\n\nfragment MoneyTable_money on Money {\n  hasMoneyIn\n  hasMoneyOut\n  months {\n    period\n    label\n    moneyIn {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n    moneyOut {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n  }\n  totals {\n    moneyIn {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n    moneyOut {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n  }\n}\n\nfragment MoneyView_money on Money {\n  hasMoneyIn\n  hasMoneyOut\n  isHeadContractor\n  csv\n  csvFileName\n  notLegalAdvice\n  months {\n    period\n    label\n    moneyIn {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n    moneyOut {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n  }\n  ...MoneyTable_money\n  ...MoneyRetention_money\n}\n"
  }
};
})();

(node as any).hash = "996160dbf3875cc41bb0f0ec55ce9f27";

export default node;
