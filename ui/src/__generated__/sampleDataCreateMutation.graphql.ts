/**
 * @generated SignedSource<<d8ad979dd8776604d3438e1675c8800e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type sampleDataCreateMutation$variables = Record<PropertyKey, never>;
export type sampleDataCreateMutation$data = {
  readonly sampleDataCreate: {
    readonly organisation: {
      readonly " $fragmentSpreads": FragmentRefs<"GettingStarted_org">;
    };
    readonly sample: {
      readonly name: string;
      readonly slug: string;
    };
  } | null | undefined;
};
export type sampleDataCreateMutation = {
  response: sampleDataCreateMutation$data;
  variables: sampleDataCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "WorkspaceRef",
  "kind": "LinkedField",
  "name": "sample",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "sampleDataCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SampleDataCreatePayload",
        "kind": "LinkedField",
        "name": "sampleDataCreate",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "organisation",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GettingStarted_org"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "sampleDataCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SampleDataCreatePayload",
        "kind": "LinkedField",
        "name": "sampleDataCreate",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "organisation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GettingStarted",
                "kind": "LinkedField",
                "name": "gettingStarted",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "businessDetails",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "project",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "invitationWaiting",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "claimSent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduleSent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "colleagues",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "done",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "home",
                    "storageKey": null
                  },
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkspaceRef",
                    "kind": "LinkedField",
                    "name": "sampleOf",
                    "plural": false,
                    "selections": (v0/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "cacheID": "d709d9a826e4e526f5257c2e5653f70b",
    "id": null,
    "metadata": {},
    "name": "sampleDataCreateMutation",
    "operationKind": "mutation",
    "text": "mutation sampleDataCreateMutation {\n  sampleDataCreate {\n    sample {\n      slug\n      name\n    }\n    organisation {\n      ...GettingStarted_org\n      id\n    }\n  }\n}\n\nfragment GettingStarted_org on Organisation {\n  gettingStarted {\n    businessDetails\n    project\n    invitationWaiting\n    claimSent\n    scheduleSent\n    colleagues\n    done\n    home\n    sample {\n      slug\n      name\n    }\n    sampleOf {\n      slug\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c48122f15adba960c35386ef4edb5db8";

export default node;
