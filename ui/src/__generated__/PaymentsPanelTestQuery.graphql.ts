/**
 * @generated SignedSource<<deb007ebc1eee63f28f5e666743ea4fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentsPanelTestQuery$variables = Record<PropertyKey, never>;
export type PaymentsPanelTestQuery$data = {
  readonly contract: {
    readonly claim: {
      readonly " $fragmentSpreads": FragmentRefs<"PaymentsPanel_claim">;
    } | null | undefined;
  } | null | undefined;
};
export type PaymentsPanelTestQuery = {
  response: PaymentsPanelTestQuery$data;
  variables: PaymentsPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "owner",
    "value": "acme"
  },
  {
    "kind": "Literal",
    "name": "slug",
    "value": "harbour"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "number",
    "value": 3
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Cents"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = [
  "Payer",
  "Payee"
],
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Cents"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentsPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PaymentsPanel_claim"
              }
            ],
            "storageKey": "claim(number:3)"
          }
        ],
        "storageKey": "contract(owner:\"acme\",slug:\"harbour\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PaymentsPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
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
                  (v2/*:: as any*/)
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
                  (v2/*:: as any*/),
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerOutstanding",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": "claim(number:3)"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "contract(owner:\"acme\",slug:\"harbour\")"
      }
    ]
  },
  "params": {
    "cacheID": "b382feef84d464dff9af4cc9182fb18d",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "contract": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Contract"
        },
        "contract.claim": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Claim"
        },
        "contract.claim.contractId": (v3/*:: as any*/),
        "contract.claim.id": (v3/*:: as any*/),
        "contract.claim.latest": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClaimRevision"
        },
        "contract.claim.latest.id": (v3/*:: as any*/),
        "contract.claim.number": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "contract.claim.payments": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ClaimPayment"
        },
        "contract.claim.payments.amount": (v4/*:: as any*/),
        "contract.claim.payments.correctsId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ID"
        },
        "contract.claim.payments.id": (v3/*:: as any*/),
        "contract.claim.payments.isCorrected": (v5/*:: as any*/),
        "contract.claim.payments.note": (v6/*:: as any*/),
        "contract.claim.payments.paidOn": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Date"
        },
        "contract.claim.payments.recordedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "contract.claim.payments.recordedBy": (v6/*:: as any*/),
        "contract.claim.payments.reference": (v6/*:: as any*/),
        "contract.claim.payments.side": {
          "enumValues": (v7/*:: as any*/),
          "nullable": false,
          "plural": false,
          "type": "PaymentSide"
        },
        "contract.claim.payments.viewerCanCorrect": (v5/*:: as any*/),
        "contract.claim.standing": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClaimStanding"
        },
        "contract.claim.standing.amountsDiffer": (v5/*:: as any*/),
        "contract.claim.standing.outstanding": (v8/*:: as any*/),
        "contract.claim.standing.paidByPayer": (v8/*:: as any*/),
        "contract.claim.standing.paidToPayee": (v8/*:: as any*/),
        "contract.claim.standing.payable": (v8/*:: as any*/),
        "contract.claim.standing.received": (v4/*:: as any*/),
        "contract.claim.status": {
          "enumValues": [
            "New",
            "Sent",
            "Scheduled",
            "Voided",
            "Deleted"
          ],
          "nullable": false,
          "plural": false,
          "type": "ClaimStatus"
        },
        "contract.claim.viewerCanRecordPayment": (v5/*:: as any*/),
        "contract.claim.viewerOutstanding": (v8/*:: as any*/),
        "contract.claim.viewerPaymentSide": {
          "enumValues": (v7/*:: as any*/),
          "nullable": true,
          "plural": false,
          "type": "PaymentSide"
        },
        "contract.id": (v3/*:: as any*/)
      }
    },
    "name": "PaymentsPanelTestQuery",
    "operationKind": "query",
    "text": "query PaymentsPanelTestQuery {\n  contract(owner: \"acme\", slug: \"harbour\") {\n    claim(number: 3) {\n      ...PaymentsPanel_claim\n      id\n    }\n    id\n  }\n}\n\nfragment PaymentDialog_claim on Claim {\n  contractId\n  number\n  viewerPaymentSide\n  viewerOutstanding\n}\n\nfragment PaymentsPanel_claim on Claim {\n  contractId\n  number\n  status\n  latest {\n    id\n  }\n  viewerCanRecordPayment\n  viewerPaymentSide\n  standing {\n    payable\n    received\n    outstanding\n    paidByPayer\n    paidToPayee\n    amountsDiffer\n  }\n  payments {\n    id\n    side\n    paidOn\n    amount\n    reference\n    note\n    correctsId\n    isCorrected\n    recordedBy\n    recordedAt\n    viewerCanCorrect\n  }\n  ...PaymentDialog_claim\n}\n"
  }
};
})();

(node as any).hash = "3aff74fa267e92e4abdd26e55793b5e7";

export default node;
