/**
 * @generated SignedSource<<9552b81665923443c8133248423bf283>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrganisationBusinessUpdateInput = {
  address?: string | null | undefined;
  entityName: string;
  gstCountry?: string | null | undefined;
  gstNumber?: string | null | undefined;
  gstRegistered?: boolean | null | undefined;
  logoUploadId?: string | null | undefined;
  orgId: string;
  website?: string | null | undefined;
};
export type BusinessDetailsCardMutation$variables = {
  input: OrganisationBusinessUpdateInput;
};
export type BusinessDetailsCardMutation$data = {
  readonly organisationBusinessUpdate: {
    readonly organisation: {
      readonly defaultContact: {
        readonly address: string;
        readonly entityName: string;
        readonly gstNumber: string | null | undefined;
        readonly gstRegistered: boolean;
        readonly id: string;
        readonly logoUrl: string | null | undefined;
        readonly name: string;
        readonly website: string;
      } | null | undefined;
      readonly id: string;
    };
  } | null | undefined;
};
export type BusinessDetailsCardMutation = {
  response: BusinessDetailsCardMutation$data;
  variables: BusinessDetailsCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OrganisationBusinessUpdatePayload",
    "kind": "LinkedField",
    "name": "organisationBusinessUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Contact",
            "kind": "LinkedField",
            "name": "defaultContact",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "entityName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gstNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gstRegistered",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "website",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BusinessDetailsCardMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BusinessDetailsCardMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4df10b2376bbd6be213b9c4beb408933",
    "id": null,
    "metadata": {},
    "name": "BusinessDetailsCardMutation",
    "operationKind": "mutation",
    "text": "mutation BusinessDetailsCardMutation(\n  $input: OrganisationBusinessUpdateInput!\n) {\n  organisationBusinessUpdate(input: $input) {\n    organisation {\n      id\n      defaultContact {\n        id\n        name\n        entityName\n        address\n        gstNumber\n        gstRegistered\n        website\n        logoUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd0cb4c9517a43b120792befe501eb8c";

export default node;
