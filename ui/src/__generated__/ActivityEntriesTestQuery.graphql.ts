/**
 * @generated SignedSource<<f112a3adccef3782a2f31ee10ca67702>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityEntriesTestQuery$variables = Record<PropertyKey, never>;
export type ActivityEntriesTestQuery$data = {
  readonly activity: {
    readonly entries: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ActivityEntries_entry">;
    }>;
  };
};
export type ActivityEntriesTestQuery = {
  response: ActivityEntriesTestQuery$data;
  variables: ActivityEntriesTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "last",
    "value": 20
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ActivityEntriesTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ActivityPage",
        "kind": "LinkedField",
        "name": "activity",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ActivityEntry",
            "kind": "LinkedField",
            "name": "entries",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ActivityEntries_entry"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "activity(last:20)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ActivityEntriesTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ActivityPage",
        "kind": "LinkedField",
        "name": "activity",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ActivityEntry",
            "kind": "LinkedField",
            "name": "entries",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "claimNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "siteName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contractSlug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ownerSlug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ActivityUser",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "activity(last:20)"
      }
    ]
  },
  "params": {
    "cacheID": "5f860565b63d91b829bc0ef8f82fa390",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "activity": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ActivityPage"
        },
        "activity.entries": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ActivityEntry"
        },
        "activity.entries.at": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "activity.entries.claimNumber": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "activity.entries.comment": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "activity.entries.contractSlug": (v1/*:: as any*/),
        "activity.entries.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "activity.entries.ownerSlug": (v1/*:: as any*/),
        "activity.entries.siteName": (v1/*:: as any*/),
        "activity.entries.type": (v1/*:: as any*/),
        "activity.entries.user": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ActivityUser"
        },
        "activity.entries.user.name": (v1/*:: as any*/)
      }
    },
    "name": "ActivityEntriesTestQuery",
    "operationKind": "query",
    "text": "query ActivityEntriesTestQuery {\n  activity(last: 20) {\n    entries {\n      ...ActivityEntries_entry\n      id\n    }\n  }\n}\n\nfragment ActivityEntries_entry on ActivityEntry {\n  id\n  type\n  at\n  comment\n  claimNumber\n  siteName\n  contractSlug\n  ownerSlug\n  user {\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "802920bbabf7e14c326e1b5242a0b4cb";

export default node;
